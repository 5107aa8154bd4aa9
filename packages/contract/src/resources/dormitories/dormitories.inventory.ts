import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's lines of the dormitories module (docs/privacy.md): a boarder's school record, the warden's work. */
export const dormitoriesInventory = [
  inventoryEntry('bed_assignments', 'student-record'),
  inventoryEntry('leave_requests', 'student-record'),
  inventoryEntry('roll_call_marks', 'student-record'),
  // Who took a building's roll call and when: the warden's work, as a class's teacher is.
  inventoryEntry('roll_calls', 'staff-work'),
];
