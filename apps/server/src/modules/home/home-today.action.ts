import { homeTodayAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { homeToday } from './home-today.operation.ts';

export const today = implement(homeTodayAction, async ({ db, ctx }) => homeToday(db, ctx));
