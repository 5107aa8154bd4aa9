import { companies, invoiceDefinitions, invoices } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';

/**
 * An invoice takes the next number of its school's series (`invoiceSerial`): the series row is
 * locked for the rest of the create's transaction, so two invoices created at once wait on each
 * other and get consecutive numbers, and a create that fails later rolls the counter back with
 * it (no gap). A serial the school has no active definition of is refused on the field.
 *
 * Billed to a company, the company's title, address and tax identity fill what the body leaves out.
 */
export const invoicesHooks = defineHooks(invoices, {
  beforeCreate: async (tx, ctx, data) => {
    const school = data.schoolId ?? 0;
    const series = scoped(tx, ctx).of(invoiceDefinitions);
    const found = await series.first({ schoolId: school, serial: data.invoiceSerial, isActive: true });
    if (!found) throw violation('invoiceSerial', 'finance_documents.unknown_serial');
    const definition = await series.lock(found.id);
    const invoiceNumber = definition.nextNumber ?? 1;
    await series.update(definition.id, { nextNumber: invoiceNumber + 1 });
    const company = data.company ? await scoped(tx, ctx).of(companies).first({ id: data.company }) : undefined;
    return {
      ...data,
      invoiceNumber,
      invoiceTitle: data.invoiceTitle ?? company?.title ?? null,
      invoiceAddress: data.invoiceAddress ?? company?.address ?? null,
      invoiceVd: data.invoiceVd ?? company?.taxOffice ?? null,
      invoiceVno: data.invoiceVno ?? company?.taxNumber ?? null,
    };
  },
  // The number belongs to its series: moving an invoice to another series would leave a gap.
  beforeUpdate: (_tx, _ctx, data, current) => {
    if (data.invoiceSerial !== undefined && data.invoiceSerial !== current.invoiceSerial)
      throw violation('invoiceSerial', 'finance_documents.serial_fixed');
    return data;
  },
});
