// The render pool's thread entry. A worker thread starts without the TypeScript loader of the process that
// made it (the pool passes no execArgv, so this holds under tsx, Vitest or anything else): register tsx here,
// then load the renderer.
import { register } from 'tsx/esm/api';

// React's production build draws the PDFs (its development build checks and warns as it goes: 4–7 % of a
// render), unless the process named its environment (Vitest: "test"). The thread's environment is its own.
process.env.NODE_ENV ??= 'production';
register();
const { default: renderInThread } = await import('./render-worker.ts');
export default renderInThread;
