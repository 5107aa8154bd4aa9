import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    menus: 'Menüs',
  },
  menu: {
    school_menus: 'Schulmenüs',
  },
  ui: {
    menus: {
      add: 'Menü hinzufügen',
      edit: 'Menü bearbeiten',
      add_child: 'Menü darunter hinzufügen',
      move_up: 'Nach oben',
      move_down: 'Nach unten',
      moving: 'Menü wird verschoben…',
      move_error: 'Das Menü konnte nicht verschoben werden.',
      delete_error: 'Das Menü konnte nicht gelöscht werden.',
      add_error: 'Das Menü konnte nicht hinzugefügt werden.',
      update_error: 'Das Menü konnte nicht aktualisiert werden.',
      added: 'Das Menü wurde erfolgreich hinzugefügt!',
      updated: 'Das Menü wurde aktualisiert.',
      sync: 'Aus globalen Menüs synchronisieren',
      sync_intro: 'Die Menüs dieser Schule für diese Zielgruppe werden durch die globalen Menüs ersetzt. Fortfahren?',
      synced: 'Die Menüs wurden aus den globalen Menüs synchronisiert.',
      sync_error: 'Die Menüs konnten nicht synchronisiert werden.',
      copy: 'In andere Schulen kopieren',
      copy_intro: 'Die Menüs für {{audience}} dieser Schule kopieren nach:',
      copy_choose: 'Wählen Sie mindestens eine Schule.',
      copied: 'Die Menüs wurden kopiert.',
      copy_error: 'Die Menüs konnten nicht kopiert werden.',
      top_level: 'Oberste Ebene',
      empty: 'Für diese Zielgruppe gibt es noch keine Menüs.',
      load_error: 'Die Menüs konnten nicht geladen werden.',
      // the tree editor: drag and drop and its keyboard alternative
      move_in: 'Unter den Eintrag darüber verschieben',
      move_out: 'Aus dem übergeordneten Eintrag herausnehmen',
      drag: 'Zum Verschieben ziehen',
      moved: 'Das Menü wurde verschoben.',
      drag_hint:
        'Einen Eintrag am Griff ziehen: nahe der Ober- oder Unterkante eines anderen Eintrags fallen lassen, um ihn davor oder danach einzuordnen, auf die Mitte, um ihn darunter zu hängen. Ohne Maus die vier Verschiebe-Schaltflächen jedes Eintrags verwenden.',
      drop_inside: 'Loslassen, um ihn unter {{name}} zu hängen',
      expand: 'Die Einträge darunter zeigen',
      collapse: 'Die Einträge darunter ausblenden',
      expand_all: 'Alle zeigen',
      collapse_all: 'Alle ausblenden',
    },
  },
};
