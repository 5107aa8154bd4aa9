import { bindingOf } from './oneroster-binding.ts';

/** Where the OneRoster 1.2 gradebook service answers (the REST binding's base path). */
export const ONEROSTER_GRADEBOOK_BASE = '/ims/oneroster/gradebook/v1p2';

/** The scope a token needs for the gradebook reads: categories, line items (graded work) and results (scores). */
export const ONEROSTER_GRADEBOOK_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.readonly';

/** The scope a token needs to create and replace line items and results (PUT, POST). */
export const ONEROSTER_GRADEBOOK_WRITE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.createput';

/** The scope a token needs to delete line items and results. */
export const ONEROSTER_GRADEBOOK_DELETE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/gradebook.delete';

const { collection, nested, nestedTwice, item, put, postUnder, remove } = bindingOf(ONEROSTER_GRADEBOOK_BASE);

export const oneRosterCategoriesAction = collection('oneRosterCategories', '/categories', 'categories');
export const oneRosterCategoryAction = item('oneRosterCategory', '/categories', 'category');
export const oneRosterLineItemsAction = collection('oneRosterLineItems', '/lineItems', 'lineItems');
export const oneRosterLineItemAction = item('oneRosterLineItem', '/lineItems', 'lineItem');
export const oneRosterResultsAction = collection('oneRosterResults', '/results', 'results');
export const oneRosterResultAction = item('oneRosterResult', '/results', 'result');
export const oneRosterClassLineItemsAction = nested(
  'oneRosterClassLineItems',
  '/classes/{sourcedId}/lineItems',
  'lineItems',
);
export const oneRosterClassResultsAction = nested('oneRosterClassResults', '/classes/{sourcedId}/results', 'results');
export const oneRosterClassLineItemResultsAction = nestedTwice(
  'oneRosterClassLineItemResults',
  '/classes/{sourcedId}/lineItems/{subSourcedId}/results',
  'results',
);
export const oneRosterClassStudentResultsAction = nestedTwice(
  'oneRosterClassStudentResults',
  '/classes/{sourcedId}/students/{subSourcedId}/results',
  'results',
);

// The writes (docs/oneroster.md, "Writing the gradebook"): through the gradebook's one write path.
export const oneRosterPutLineItemAction = put('oneRosterPutLineItem', '/lineItems', 'lineItem');
export const oneRosterPostClassLineItemsAction = postUnder(
  'oneRosterPostClassLineItems',
  '/classes/{sourcedId}/lineItems',
  'lineItems',
);
export const oneRosterDeleteLineItemAction = remove('oneRosterDeleteLineItem', '/lineItems', 'lineItem');
export const oneRosterPutResultAction = put('oneRosterPutResult', '/results', 'result');
export const oneRosterDeleteResultAction = remove('oneRosterDeleteResult', '/results', 'result');
