import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  ui: {
    // developer area: overview, how-to, API key, endpoints
    developer: {
      copy: 'Copy',
      copied: 'Copied to the clipboard.',
      intro:
        'Everything this application does goes through the Kampus REST API, and a program of yours can use it too. It acts with exactly the rights of the user whose key it sends: what you cannot see here, it cannot read either.',
      base_url: 'API address',
      reference_link: 'Readable API reference',
      openapi_link: 'OpenAPI document (JSON)',
      howto_text: 'Authentication, headers, the active school and paging, with curl examples for this server.',
      apikey_text: 'Make, copy or revoke your personal API key and see when it was last used.',
      endpoints_text: 'Every operation of the API, grouped by resource, with a panel to try each one.',
      open: 'Open',
      open_named: 'Open {{name}}',
      howto: {
        auth_title: 'Authentication',
        auth_text:
          'Send your API key in the Authorization header as a bearer token with every call. Make the key on the API key screen; a new key replaces the old one at once.',
        login_text:
          'A program may also sign in with an e-mail address and password and send the access token it receives (valid for 48 hours) the same way.',
        example_key: 'Your API key, then the students you can see',
        key_placeholder: 'paste-your-API-key-here',
        example_login: 'Sign in with e-mail and password: the answer carries accessToken',
        headers_title: 'Headers',
        header_authorization: 'Who is calling: your API key or access token.',
        header_school: 'The active school: lists are narrowed to it and the schools below it.',
        header_season: 'The active season; it must belong to the active school.',
        header_language:
          'The language of messages and errors: ar, de, en, es or tr. Paths that begin with /{lang}/ carry it in the path.',
        header_content_type:
          'application/json for creating; application/merge-patch+json for changing a record with PATCH.',
        header_idempotency:
          'For payments and other money commands: sending the same call again with the same key changes nothing a second time.',
        example_headers: 'Change one field of a student, with messages in Turkish',
        tenancy_title: 'Tenancy: which schools you see',
        tenancy_text:
          "A key sees only the schools its user belongs to, and what its user may see there. Without a schoolId header, lists cover every school you reach; with it, that school and the schools below it. A school or season outside your reach answers 403, never another school's data.",
        example_tenancy: 'Students of one school only',
        paging_title: 'Paging',
        paging_text:
          'Lists answer 30 rows a page. Ask for the next page with page=2 and for another size with itemsPerPage (at most 500; more is refused with 400). The .jsonld form adds hydra:totalItems and links to the next and previous pages; pagination=false answers the whole list at once, for short lists.',
        example_paging: 'The second page of 50 students, ordered by last name',
        example_all: 'Every class at once',
      },
      apikey: {
        intro:
          'Your API key lets a program call the API as you. It is shown once, when it is made: copy it and keep it somewhere safe. The server keeps only a fingerprint of it.',
        warning:
          'Generating a new API key invalidates the existing one: every program that uses it stops working until it gets the new key.',
        generated: 'A new API Key has been generated.',
        revoked: 'Your API key has been revoked.',
        no_response: 'Response did not return 200',
        no_key: 'New API Key could not be generated. Please try again!',
        current: 'Your key',
        none: 'You have no API key.',
        created_at: 'Made on',
        expires_at: 'Valid until',
        last_used: 'Last used',
        never_used: 'Not used yet',
        generating: 'Generating…',
        generate: 'Generate API key',
        regenerate: 'Generate a new key',
        regenerate_title: 'Replace your API key?',
        current_password: 'Current password (to make a key)',
        revoke: 'Revoke',
        revoke_title: 'Revoke your API key?',
        revoke_intro: 'Programs using the key stop working at once. You can make a new key later.',
        new_key: 'Your new API key',
        shown_once: 'This is the only time the key is shown. Copy it now.',
        key_label: 'API key',
        next_step: 'How to use it:',
      },
      endpoints: {
        intro:
          "Every operation the server's OpenAPI document describes, grouped by resource. Choose one to try it: it is sent with your own session, in the active school and season, and you see the status and the answer.",
        filter: 'Filter operations',
        count_one: 'Operations: {{count}} · groups: {{groups}}',
        count_other: 'Operations: {{count}} · groups: {{groups}}',
        choose: 'Choose an operation on the list to try it.',
        try_title: 'Try it',
        changes_data: 'This call changes data, as you, for real.',
        query: 'Query string',
        body: 'Request body (JSON)',
        send: 'Send',
        sending: 'Sending…',
        network_error: 'The server could not be reached.',
        status: 'Status',
        empty_body: '(no body)',
      },
    },
  },
} satisfies LabelSection;
