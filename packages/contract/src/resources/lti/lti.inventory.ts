import { inventoryEntry, notPersonal } from '../privacy/inventory.ts';

/** The data inventory's lines of this module (docs/privacy.md): a tool's registration names who made it; a link names no one. */
export const ltiInventory = [
  inventoryEntry('lti_tools', 'staff-work'),
  notPersonal('lti_links', 'a tool placed in a class for a course'),
];
