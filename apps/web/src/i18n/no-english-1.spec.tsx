import { sweepNoEnglish } from '../test-support/no-english-sweep.tsx';

// Every generic screen drawn with no English left, in half the languages
// (src/test-support/no-english-sweep.tsx; the other half is no-english-2.spec.tsx).
sweepNoEnglish(0);
