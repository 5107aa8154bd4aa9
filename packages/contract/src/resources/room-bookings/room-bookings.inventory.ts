import { inventoryEntry } from '../privacy/inventory.ts';

/** The data inventory's line of this module (docs/privacy.md): who booked a room is staff work. */
export const roomBookingsInventory = [inventoryEntry('room_bookings', 'staff-work')];
