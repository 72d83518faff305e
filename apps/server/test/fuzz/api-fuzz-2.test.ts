import { fuzzTheApi } from './api-fuzz.ts';

// Shard 2 of the run's requests (see api-fuzz.ts).
fuzzTheApi(2);
