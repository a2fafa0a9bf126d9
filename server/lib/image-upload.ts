import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One uploaded image as the routes hand it to their service: the bytes, or why there are none. */
export interface ImageUpload {
  data: Buffer | null;
  /** The file was larger than the limit (its bytes were not kept). */
  truncated: boolean;
  /** The short text fields asked for, as sent. */
  fields: Record<string, string | undefined>;
}

/**
 * Lets the routes of this plugin (its own encapsulation context, nobody else's) take multipart
 * bodies of one image of up to `maxBytes`. The reader stops one byte past the limit, which is how
 * an oversized file is told apart from one of exactly the limit.
 */
export async function acceptImageUploads(fastify: FastifyInstance, maxBytes: number): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
}

/** Reads the image and the named text fields, in any order. */
export async function readImageUpload(request: FastifyRequest, fieldNames: readonly string[] = []): Promise<ImageUpload> {
  const out: ImageUpload = { data: null, truncated: false, fields: {} };
  if (!request.isMultipart()) return out;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      try {
        out.data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        // The upload is refused whatever follows; reading on would only raise the same error.
        out.truncated = true;
        break;
      }
    } else if (fieldNames.includes(part.fieldname)) {
      out.fields[part.fieldname] = typeof part.value === 'string' ? part.value : undefined;
    }
  }
  return out;
}
