import { PAPER_SIZE_MM, PAPER_SIZES, reportTypes, type PaperSize, type RowOf } from '@kampus/contract';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';

const isPaperSize = (value: unknown): value is PaperSize => PAPER_SIZES.includes(value as PaperSize);

/**
 * Width and height are the person's only for a custom size (platform spec section 5). For every
 * other size the server writes the size's own millimetres, whatever was sent; a custom size
 * needs both (they start at 210 x 297 mm, the columns' defaults).
 */
const applyPaperSize = (
  data: HookData<typeof reportTypes>,
  current?: RowOf<typeof reportTypes>,
): HookData<typeof reportTypes> => {
  const size = data.paperSize ?? current?.paperSize;
  if (!isPaperSize(size)) return data;
  if (size !== 'custom') {
    const mm = PAPER_SIZE_MM[size];
    return { ...data, paperSizeWidth: mm.width, paperSizeHeight: mm.height };
  }
  const missing = (['paperSizeWidth', 'paperSizeHeight'] as const).filter((name) => data[name] === null);
  if (missing.length > 0) {
    throw unprocessable(missing.map((propertyPath) => ({ propertyPath, message: 'validation.required' })));
  }
  return data;
};

export const reportTypesHooks = defineHooks(reportTypes, {
  beforeCreate: (_tx, _ctx, data) => applyPaperSize(data),
  beforeUpdate: (_tx, _ctx, data, current) => applyPaperSize(data, current),
});
