import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    menus: 'Menus',
  },
  menu: {
    school_menus: 'School menus',
  },
  ui: {
    menus: {
      add: 'Add menu',
      edit: 'Edit menu',
      add_child: 'Add a menu under this one',
      move_up: 'Move up',
      move_down: 'Move down',
      moving: 'Moving the menu…',
      move_error: 'The menu could not be moved.',
      delete_error: 'The menu could not be deleted.',
      add_error: 'The menu could not be added.',
      update_error: 'The menu could not be updated.',
      added: 'The menu has been successfully added!',
      updated: 'The menu has been updated.',
      sync: 'Sync from global menus',
      sync_intro: "This school's menus of this audience will be replaced by the global menus. Continue?",
      synced: 'The menus have been synced from the global menus.',
      sync_error: 'The menus could not be synced.',
      copy: 'Copy to other schools',
      copy_intro: 'Copy the {{audience}} menus of this school to:',
      copy_choose: 'Choose at least one school.',
      copied: 'The menus have been copied.',
      copy_error: 'The menus could not be copied.',
      top_level: 'Top level',
      empty: 'There are no menus for this audience yet.',
      load_error: 'The menus could not be loaded.',
      // the tree editor: drag and drop and its keyboard alternative
      move_in: 'Move under the entry above',
      move_out: 'Move out of its parent',
      drag: 'Drag to move',
      moved: 'The menu has been moved.',
      drag_hint:
        'Drag an entry by its handle: drop it near the top or bottom edge of another entry to place it before or after that one, or on its middle to put it under it. Without a mouse, use the four move buttons of each entry.',
      drop_inside: 'Drop to put it under {{name}}',
      expand: 'Show the entries under it',
      collapse: 'Hide the entries under it',
      expand_all: 'Show all',
      collapse_all: 'Hide all',
    },
  },
} satisfies LabelSection;
