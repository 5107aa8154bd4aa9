import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    schools: 'Schools',
  },
  fields: {
    menuTitle: 'Menu title',
    founder: 'Founder',
    representative: 'Representative',
    principal: 'Principal',
    phone1: 'Phone 1',
    phone2: 'Phone 2',
    fax: 'Fax',
    zip: 'Postal code',
    ibCode: 'IB code',
    ceebCode: 'CEEB code',
    picture: 'Picture',
    favicon: 'Favicon',
    smallLogo: 'Small logo',
    logo: 'Logo',
    bigLogo: 'Large logo',
    googleLink: 'Google link',
    googleMap: 'Google map',
    timezone: 'Time zone',
    classLevels: 'Class levels',
    transcriptRank: 'Class rank on transcripts',
  },
  menu: {
    organization_list: 'Institutions',
  },
} satisfies LabelSection;
