/**
 * An error whose message is meant for the person using the product (pt-BR). Anything else that
 * reaches the error handler is logged and answered with a generic message.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code = 'error',
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', details?: Record<string, unknown>) =>
  new AppError(400, message, code, details);
export const unauthorized = (message: string, code = 'unauthorized') => new AppError(401, message, code);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, message, code);
export const notFound = (message: string, code = 'not_found') => new AppError(404, message, code);
export const conflict = (message: string, code = 'conflict', details?: Record<string, unknown>) =>
  new AppError(409, message, code, details);
export const tooMany = (message: string, code = 'too_many_requests') => new AppError(429, message, code);
