// The import pool's thread entry. A worker thread starts without the TypeScript loader of the process that
// made it (the pool passes no execArgv): register tsx here, then load the reader (as the PDF render pool does).
import { register } from 'tsx/esm/api';

register();
const { default: readImportInThread } = await import('./import-worker.ts');
export default readImportInThread;
