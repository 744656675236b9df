// The picture worker when the bot runs from its TypeScript sources (npm start, tests): a worker thread does not
// inherit the loader of the process that started it under every runner, so it registers tsx itself. The built bot
// (npm run build) runs dist/picture-worker.js instead and needs no compiler.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./picture-worker.ts');

export default worker.default;
