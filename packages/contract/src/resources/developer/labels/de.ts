import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  ui: {
    // developer area: overview, how-to, API key, endpoints
    developer: {
      copy: 'Kopieren',
      copied: 'In die Zwischenablage kopiert.',
      intro:
        'Alles, was diese Anwendung tut, läuft über die Kampus-REST-API, und Ihre eigenen Programme können sie ebenfalls nutzen. Sie handelt mit genau den Rechten des Benutzers, dessen Schlüssel sie sendet: Was Sie hier nicht sehen, kann auch sie nicht lesen.',
      base_url: 'API-Adresse',
      reference_link: 'Lesbare API-Referenz',
      openapi_link: 'OpenAPI-Dokument (JSON)',
      howto_text:
        'Authentifizierung, Header, aktive Schule und Seitenweise Abfrage, mit curl-Beispielen für diesen Server.',
      apikey_text:
        'Erzeugen, kopieren oder widerrufen Sie Ihren persönlichen API-Schlüssel und sehen Sie, wann er zuletzt benutzt wurde.',
      endpoints_text: 'Alle Operationen der API, nach Ressource gruppiert, mit einem Bereich zum Ausprobieren.',
      open: 'Öffnen',
      open_named: '{{name}} öffnen',
      howto: {
        auth_title: 'Authentifizierung',
        auth_text:
          'Senden Sie Ihren API-Schlüssel bei jedem Aufruf im Authorization-Header als Bearer-Token. Erzeugen Sie den Schlüssel auf der Seite API-Schlüssel; ein neuer Schlüssel ersetzt den alten sofort.',
        login_text:
          'Ein Programm kann sich auch mit E-Mail-Adresse und Passwort anmelden und das erhaltene Zugriffstoken (48 Stunden gültig) auf dieselbe Weise senden.',
        example_key: 'Ihr API-Schlüssel, dann die Schüler, die Sie sehen dürfen',
        key_placeholder: 'API-Schluessel-hier-einfuegen',
        example_login: 'Anmeldung mit E-Mail und Passwort: die Antwort enthält accessToken',
        headers_title: 'Header',
        header_authorization: 'Wer aufruft: Ihr API-Schlüssel oder Zugriffstoken.',
        header_school: 'Die aktive Schule: Listen werden auf sie und die Schulen darunter beschränkt.',
        header_season: 'Die aktive Saison; sie muss zur aktiven Schule gehören.',
        header_language:
          'Die Sprache von Meldungen und Fehlern: ar, de, en, es oder tr. Pfade, die mit /{lang}/ beginnen, tragen sie im Pfad.',
        header_content_type:
          'application/json zum Anlegen; application/merge-patch+json zum Ändern eines Datensatzes mit PATCH.',
        header_idempotency:
          'Für Zahlungen und andere Geldbefehle: Derselbe Aufruf mit demselben Schlüssel ändert beim zweiten Mal nichts.',
        example_headers: 'Ein Feld eines Schülers ändern, mit Meldungen auf Türkisch',
        tenancy_title: 'Mandanten: welche Schulen Sie sehen',
        tenancy_text:
          'Ein Schlüssel sieht nur die Schulen, zu denen sein Benutzer gehört, und dort nur, was sein Benutzer sehen darf. Ohne schoolId-Header umfassen Listen alle Schulen in Ihrer Reichweite; mit ihm diese Schule und die Schulen darunter. Eine Schule oder Saison außerhalb Ihrer Reichweite antwortet mit 403, nie mit Daten einer anderen Schule.',
        example_tenancy: 'Nur die Schüler einer Schule',
        paging_title: 'Seiten',
        paging_text:
          'Listen antworten mit 30 Zeilen pro Seite. Die nächste Seite erhalten Sie mit page=2, eine andere Größe mit itemsPerPage (höchstens 500; mehr wird mit 400 abgelehnt). Die .jsonld-Form ergänzt hydra:totalItems und Links zur nächsten und vorigen Seite; pagination=false liefert kurze Listen auf einmal.',
        example_paging: 'Die zweite Seite mit 50 Schülern, nach Nachnamen sortiert',
        example_all: 'Alle Klassen auf einmal',
      },
      apikey: {
        intro:
          'Mit Ihrem API-Schlüssel kann ein Programm die API in Ihrem Namen aufrufen. Er wird nur einmal angezeigt, wenn er erzeugt wird: Kopieren Sie ihn und bewahren Sie ihn sicher auf. Der Server speichert nur einen Fingerabdruck davon.',
        warning:
          'Das Erzeugen eines neuen API-Schlüssels macht den bisherigen ungültig: Jedes Programm, das ihn nutzt, funktioniert erst wieder mit dem neuen Schlüssel.',
        generated: 'Ein neuer API-Schlüssel wurde erzeugt.',
        revoked: 'Ihr API-Schlüssel wurde widerrufen.',
        no_response: 'Die Antwort war nicht 200',
        no_key: 'Der neue API-Schlüssel konnte nicht erzeugt werden. Bitte versuchen Sie es erneut!',
        current: 'Ihr Schlüssel',
        none: 'Sie haben keinen API-Schlüssel.',
        created_at: 'Erzeugt am',
        expires_at: 'Gültig bis',
        last_used: 'Zuletzt benutzt',
        never_used: 'Noch nicht benutzt',
        generating: 'Wird erzeugt…',
        generate: 'API-Schlüssel erzeugen',
        regenerate: 'Neuen Schlüssel erzeugen',
        regenerate_title: 'API-Schlüssel ersetzen?',
        current_password: 'Aktuelles Passwort (zum Erstellen eines Schlüssels)',
        revoke: 'Widerrufen',
        revoke_title: 'API-Schlüssel widerrufen?',
        revoke_intro:
          'Programme, die den Schlüssel nutzen, funktionieren sofort nicht mehr. Sie können später einen neuen Schlüssel erzeugen.',
        new_key: 'Ihr neuer API-Schlüssel',
        shown_once: 'Der Schlüssel wird nur dieses eine Mal angezeigt. Kopieren Sie ihn jetzt.',
        key_label: 'API-Schlüssel',
        next_step: 'So nutzen Sie ihn:',
      },
      endpoints: {
        intro:
          'Alle Operationen, die das OpenAPI-Dokument des Servers beschreibt, nach Ressource gruppiert. Wählen Sie eine zum Ausprobieren: Sie wird mit Ihrer eigenen Sitzung in der aktiven Schule und Saison gesendet, und Sie sehen Status und Antwort.',
        filter: 'Operationen filtern',
        count_one: 'Operationen: {{count}} · Gruppen: {{groups}}',
        count_other: 'Operationen: {{count}} · Gruppen: {{groups}}',
        choose: 'Wählen Sie links eine Operation zum Ausprobieren.',
        try_title: 'Ausprobieren',
        changes_data: 'Dieser Aufruf ändert Daten, in Ihrem Namen, wirklich.',
        query: 'Abfragezeichenfolge',
        body: 'Anfragetext (JSON)',
        send: 'Senden',
        sending: 'Wird gesendet…',
        network_error: 'Der Server war nicht erreichbar.',
        status: 'Status',
        empty_body: '(kein Inhalt)',
      },
    },
  },
};
