import { notPersonal } from '../privacy/inventory.ts';

/** The data inventory's line of this module (docs/privacy.md). */
export const schoolHolidaysInventory = [notPersonal('school_holidays', 'the school calendar’s days off')];
