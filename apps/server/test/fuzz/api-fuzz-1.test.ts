import { fuzzTheApi } from './api-fuzz.ts';

// Shard 1 of the run's requests (see api-fuzz.ts).
fuzzTheApi(1);
