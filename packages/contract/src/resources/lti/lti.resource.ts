import {
  boolean,
  defineResource,
  familyReads,
  ref,
  staff,
  staffAndOwnTeachers,
  staffAndTeachers,
  text,
  url,
} from '../../resource/index.ts';

/**
 * A learning tool a school connects over LTI 1.3 (issue 34, part 2; docs/lti.md): where the tool
 * starts its sign-in (`loginUrl`), where its launches land (`launchUrl`, the one redirect URI
 * Kampus posts an id_token to) and where its public keys are (`jwksUrl`, for the signed
 * assertions it asks the grade and roster services' tokens with). Kampus makes the client id and
 * the deployment id, and acts in the services as the person who registered the tool (`owner`):
 * a tool writes no score its registrar could not.
 */
export const ltiTools = defineResource({
  name: 'lti_tools',
  type: 'LtiTool',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    loginUrl: url({ required: true, maxLength: 500 }),
    launchUrl: url({ required: true, maxLength: 500 }),
    jwksUrl: url({ required: true, maxLength: 500 }),
    // The person's name and e-mail in a launch; off: an opaque id and the roles only.
    sendNames: boolean({ default: true }),
    clientId: text({ readOnly: true, maxLength: 64 }),
    deploymentId: text({ readOnly: true, maxLength: 64 }),
    owner: ref('users', { readOnly: true, onDelete: 'setNull' }),
  },
  uniques: [['clientId']],
  filters: ['school', 'clientId'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'launchUrl', 'clientId', 'deploymentId', 'sendNames'],
  labelField: 'title',
  // Teachers read the registrations to link a tool in their classes; staff alone change them.
  access: { list: staffAndTeachers, read: staffAndTeachers, create: staff, update: staff, delete: staff },
});

/**
 * A tool placed in a class for a course (LTI's resource link): its students and teachers launch
 * it from the class's page; the class and course are the launch's context, whose roster the tool
 * reads and whose gradebook its line items are (docs/lti.md). A teacher places tools in the
 * classes they teach; a family sees the links of their child's class.
 */
export const ltiLinks = defineResource({
  name: 'lti_links',
  type: 'LtiLink',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    ltiTool: ref('lti_tools', { required: true, onDelete: 'cascade', sameSchool: true, embed: ['title'] }),
    class: ref('classes', { required: true, onDelete: 'cascade', sameSchool: true, embed: ['title'] }),
    course: ref('courses', { required: true, onDelete: 'cascade', sameSchool: true, embed: ['title'] }),
    title: text({ required: true, maxLength: 150 }),
  },
  ownVia: [{ field: 'class' }],
  teacherVia: [{ field: 'class' }],
  filters: ['school', 'ltiTool', 'class', 'course'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'ltiTool', 'class', 'course'],
  labelField: 'title',
  access: {
    list: familyReads,
    read: familyReads,
    create: staffAndOwnTeachers,
    update: staffAndOwnTeachers,
    delete: staffAndOwnTeachers,
  },
});
