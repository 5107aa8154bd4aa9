/**
 * Run before each spec file (vitest.config.ts): Testing Library's `findBy…` and `waitFor` wait up
 * to 4 s, not its default 1 s. On CI's two cores, shared with the server suite's workers, a lazy
 * screen's first render took longer than a second (the staff home's figures, a snackbar's exit);
 * 4 s stays under the snackbars' 5 s auto-hide, so a wait for one to close still fails when only
 * the auto-hide would have closed it.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4_000 });
