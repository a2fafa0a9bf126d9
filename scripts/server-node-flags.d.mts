/** Node flags for the compiled server (`npm start`, `npm run bench`). */
export const serverNodeFlags: readonly string[];
