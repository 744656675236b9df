import { describe, expect, test } from 'vitest';
import { checkAutocompleteChoices, checkMessagePayload, checkModal, LIMITS } from './limits.js';

const button = (customId: string, label = 'Go') => ({ type: 2, style: 1, custom_id: customId, label });
const row = (...components: object[]) => ({ type: 1, components });
const select = (options: object[], extra: object = {}) => ({ type: 3, custom_id: 'menu', options, ...extra });
const option = (value: string, label = value) => ({ label, value });

describe('checkMessagePayload', () => {
  test('a realistic board message is valid', () => {
    const payload = {
      content: 'Round 3 — your move',
      embeds: [{ title: 'Board', description: 'x'.repeat(4096), fields: [{ name: 'Score', value: '12' }], footer: { text: 'turn 3' } }],
      components: [row(button('a'), button('b'), button('c'), button('d'), button('e')), row(select([option('x'), option('y')]))],
      attachments: [{ id: '0' }],
    };
    expect(checkMessagePayload(payload, { files: [{ name: 'board.png', size: 200_000 }], requireBody: true })).toEqual([]);
  });

  test('content over 2000 characters', () => {
    expect(checkMessagePayload({ content: 'x'.repeat(2000) })).toEqual([]);
    expect(checkMessagePayload({ content: 'x'.repeat(2001) })).toEqual(['content: must be 2000 or fewer in length (got 2001)']);
  });

  test('empty message only matters for new messages', () => {
    expect(checkMessagePayload({ content: '' }, { requireBody: true })).toEqual(['(body): Cannot send an empty message (50006)']);
    expect(checkMessagePayload({ content: '' })).toEqual([]);
    expect(checkMessagePayload({}, { requireBody: true, files: [{ name: 'a.png', size: 1 }] })).toEqual([]);
  });

  test('embed limits, per field and in total', () => {
    const problems = checkMessagePayload({
      embeds: [
        {
          title: 't'.repeat(257),
          description: 'd'.repeat(4097),
          fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })),
          footer: { text: 'f'.repeat(2049) },
          author: { name: 'a'.repeat(257) },
        },
      ],
    });
    expect(problems).toEqual([
      'embeds.0.title: must be 256 or fewer in length (got 257)',
      'embeds.0.description: must be 4096 or fewer in length (got 4097)',
      'embeds.0.footer.text: must be 2048 or fewer in length (got 2049)',
      'embeds.0.author.name: must be 256 or fewer in length (got 257)',
      'embeds.0.fields: must have 25 or fewer items (got 26)',
      'embeds: total embed text must be 6000 or fewer characters (got 6712)',
    ]);
    expect(checkMessagePayload({ embeds: [{ fields: [{ name: 'n'.repeat(257), value: '' }] }] })).toEqual([
      'embeds.0.fields.0.name: must be 256 or fewer in length (got 257)',
      'embeds.0.fields.0.value: must be 1 or more in length (got 0)',
    ]);
    expect(checkMessagePayload({ embeds: Array.from({ length: 11 }, () => ({ title: 'x' })) })).toEqual(['embeds: must have 10 or fewer items (got 11)']);
    expect(checkMessagePayload({ embeds: [{ description: 'x'.repeat(3000) }, { description: 'x'.repeat(3001) }] })).toEqual([
      'embeds: total embed text must be 6000 or fewer characters (got 6001)',
    ]);
  });

  test('at most five action rows, five buttons each', () => {
    const six = Array.from({ length: 6 }, (_, i) => row(button(`b${i}`)));
    expect(checkMessagePayload({ components: six })).toEqual(['components: must have 5 or fewer items (got 6)']);
    const wide = row(...Array.from({ length: 6 }, (_, i) => button(`w${i}`)));
    expect(checkMessagePayload({ components: [wide] })).toEqual(['components.0.components: must have 5 or fewer items (got 6)']);
    expect(checkMessagePayload({ components: [button('bare')] })).toEqual(['components.0.type: top-level components must be action rows (type 1)']);
  });

  test('custom ids: 1..100 characters and unique in the message', () => {
    expect(checkMessagePayload({ components: [row(button('x'.repeat(101)))] })).toEqual(['components.0.components.0.custom_id: must be 100 or fewer in length (got 101)']);
    expect(checkMessagePayload({ components: [row(button('same')), row(button('same'))] })).toEqual(['components.1.components.0.custom_id: duplicate custom_id "same" in the same message']);
    expect(checkMessagePayload({ components: [row({ type: 2, style: 1, label: 'x' })] })).toEqual(['components.0.components.0.custom_id: is required']);
  });

  test('buttons: label length, link buttons, label or emoji', () => {
    expect(checkMessagePayload({ components: [row(button('a', 'l'.repeat(81)))] })).toEqual(['components.0.components.0.label: must be 80 or fewer in length (got 81)']);
    expect(checkMessagePayload({ components: [row({ type: 2, style: 5, label: 'Rules', url: 'https://example.org' })] })).toEqual([]);
    expect(checkMessagePayload({ components: [row({ type: 2, style: 5, label: 'Rules', custom_id: 'x' })] })).toEqual([
      'components.0.components.0.url: a link button needs a url',
      'components.0.components.0.custom_id: a link button cannot have a custom_id',
    ]);
    expect(checkMessagePayload({ components: [row({ type: 2, style: 1, custom_id: 'e' })] })).toEqual(['components.0.components.0: a button needs a label or an emoji']);
  });

  test('select menus: alone in their row, 1..25 options, text limits, value counts', () => {
    expect(checkMessagePayload({ components: [row(select([option('a')]), button('b'))] })).toEqual([
      'components.0.components: a row with a select menu must hold exactly that one component (got 2)',
    ]);
    const many = Array.from({ length: 26 }, (_, i) => option(`o${i}`));
    expect(checkMessagePayload({ components: [row(select(many))] })).toEqual(['components.0.components.0.options: must have 25 or fewer items (got 26)']);
    expect(checkMessagePayload({ components: [row(select([]))] })).toEqual(['components.0.components.0.options: must have 1 or more items (got 0)']);
    expect(
      checkMessagePayload({
        components: [row(select([{ label: 'l'.repeat(101), value: 'v'.repeat(101), description: 'd'.repeat(101) }], { placeholder: 'p'.repeat(151) }))],
      }),
    ).toEqual([
      'components.0.components.0.placeholder: must be 150 or fewer in length (got 151)',
      'components.0.components.0.options.0.label: must be 100 or fewer in length (got 101)',
      'components.0.components.0.options.0.value: must be 100 or fewer in length (got 101)',
      'components.0.components.0.options.0.description: must be 100 or fewer in length (got 101)',
    ]);
    expect(checkMessagePayload({ components: [row(select([option('a'), option('b')], { min_values: 3, max_values: 2 }))] })).toEqual([
      'components.0.components.0.min_values: must not exceed max_values (3 > 2)',
    ]);
    expect(checkMessagePayload({ components: [row(select([option('a')], { max_values: 2 }))] })).toEqual([
      'components.0.components.0.max_values: must not exceed the number of options (2 > 1)',
    ]);
    expect(checkMessagePayload({ components: [row(select([option('a'), option('a', 'again')]))] })).toEqual([
      'components.0.components.0.options.1.value: duplicate option value "a"',
    ]);
  });

  test('attachments: at most 10 files of at most 10 MiB', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, size: 10 }));
    expect(checkMessagePayload({}, { files })).toEqual(['attachments: must have 10 or fewer items (got 11)']);
    expect(checkMessagePayload({}, { files: [{ name: 'big.png', size: LIMITS.attachmentBytes }] })).toEqual([]);
    expect(checkMessagePayload({}, { files: [{ name: 'big.png', size: LIMITS.attachmentBytes + 1 }] })).toEqual([
      `files.0: "big.png" is ${LIMITS.attachmentBytes + 1} bytes; the limit is ${LIMITS.attachmentBytes}`,
    ]);
  });

  test('components V2 forbid content and count nested components', () => {
    const flags = 1 << 15;
    const texts = Array.from({ length: 41 }, (_, i) => ({ type: 10, content: `line ${i}` }));
    expect(checkMessagePayload({ flags, content: 'hi', components: [{ type: 17, components: texts.slice(0, 5) }] })).toEqual(['content: cannot be used with the IS_COMPONENTS_V2 flag']);
    expect(checkMessagePayload({ flags, components: texts })).toEqual(['components: must have 40 or fewer components in total (got 41)']);
  });

  describe('components V2', () => {
    const flags = 1 << 15;
    const text = (content: string) => ({ type: 10, content });
    const picture = (name = 'board.png', description = 'The board.') => ({ type: 12, items: [{ media: { url: `attachment://${name}` }, description }] });
    const table = (...children: unknown[]) => ({ flags, components: [{ type: 17, components: children }, row(button('go'))] });
    const board = [{ name: 'board.png', size: 1000 }];

    test('GIVEN a table of text, picture and controls THEN accepts it', () => {
      expect(checkMessagePayload(table(text('## Game'), picture()), { files: board, requireBody: true })).toEqual([]);
    });

    test('GIVEN content or embeds beside the flag THEN refuses them; empty ones clear an older message', () => {
      expect(checkMessagePayload({ ...table(text('x')), content: 'hi', embeds: [{ title: 't' }] })).toEqual(['content: cannot be used with the IS_COMPONENTS_V2 flag', 'embeds: cannot be used with the IS_COMPONENTS_V2 flag']);
      expect(checkMessagePayload({ ...table(text('x')), content: '', embeds: [] })).toEqual([]);
    });

    test('GIVEN 41 components counting nested ones THEN refuses it', () => {
      const rows = Array.from({ length: 5 }, (_, r) => row(...Array.from({ length: 5 }, (_, b) => button(`b${r}-${b}`))));
      // A container, 9 text displays, five rows of five buttons: 1 + 9 + 30 = 40.
      const nine = Array.from({ length: 9 }, (_, i) => text(`${i}`));
      expect(checkMessagePayload({ flags, components: [{ type: 17, components: nine }, ...rows] })).toEqual([]);
      expect(checkMessagePayload({ flags, components: [{ type: 17, components: [...nine, text('one more')] }, ...rows] })).toEqual(['components: must have 40 or fewer components in total (got 41)']);
    });

    test('GIVEN more than 4,000 characters of text across the message THEN refuses it', () => {
      expect(checkMessagePayload(table(text('x'.repeat(2000)), text('y'.repeat(2000))))).toEqual([]);
      expect(checkMessagePayload(table(text('x'.repeat(2000)), text('y'.repeat(2001))))).toEqual(['components: text displays must hold 4000 or fewer characters in total (got 4001)']);
    });

    test('GIVEN a gallery of 0 or 11 items, or an alt text over 1,024 characters THEN refuses it', () => {
      const items = (n: number) => ({ type: 12, items: Array.from({ length: n }, () => ({ media: { url: 'https://example.org/a.png' } })) });
      expect(checkMessagePayload(table(items(10)))).toEqual([]);
      expect(checkMessagePayload(table(items(11)))).toEqual(['components.0.components.0.items: must have 10 or fewer items (got 11)']);
      expect(checkMessagePayload(table(items(0)))).toEqual(['components.0.components.0.items: must have 1 or more items (got 0)']);
      expect(checkMessagePayload(table(picture('board.png', 'a'.repeat(1025))), { files: board })).toEqual(['components.0.components.0.items.0.description: must be 1024 or fewer in length (got 1025)']);
    });

    test('GIVEN a gallery naming a file the message lacks, or a file no component shows THEN refuses it', () => {
      expect(checkMessagePayload(table(picture('other.png')), { files: board })).toEqual([
        'components.0.components.0.items.0.media.url: attachment "other.png" is not an attachment of this message',
        'files.0: "board.png" is shown by no component of this IS_COMPONENTS_V2 message',
      ]);
    });

    test('GIVEN a component where Discord does not let it stand THEN refuses it', () => {
      expect(checkMessagePayload({ flags, components: [{ type: 17, components: [{ type: 17, components: [text('x')] }] }] })).toEqual(['components.0.components.0.type: component type 17 cannot stand here']);
      expect(checkMessagePayload({ flags, components: [{ type: 9, components: [text('a'), text('b'), text('c'), text('d')], accessory: button('x') }] })).toEqual(['components.0.components: must have 3 or fewer items (got 4)']);
    });

    test('GIVEN an edit THEN a V2 message stays V2, and its kept picture may still be shown', () => {
      const existing = { flags, content: '', embeds: 0, attachments: [{ id: '77', filename: 'board.png' }] };
      expect(checkMessagePayload(table(text('x'), picture()), { existing })).toEqual([]);
      expect(checkMessagePayload({ content: 'moved' }, { existing })).toEqual(['content: cannot be used with the IS_COMPONENTS_V2 flag']);
      expect(checkMessagePayload({ flags: 0, content: 'moved' }, { existing })).toEqual(['flags: IS_COMPONENTS_V2 cannot be removed from a message that has it', 'content: cannot be used with the IS_COMPONENTS_V2 flag']);
      expect(checkMessagePayload({ ...table(text('x'), picture()), attachments: [] }, { existing })).toEqual(['components.0.components.1.items.0.media.url: attachment "board.png" is not an attachment of this message']);
    });

    test('GIVEN an older message made V2 by an edit THEN its content and embeds must be cleared', () => {
      const existing = { flags: 0, content: 'Pick a game', embeds: 1, attachments: [] };
      expect(checkMessagePayload(table(text('x')), { existing })).toEqual(['content: must be cleared to make a message IS_COMPONENTS_V2', 'embeds: must be cleared to make a message IS_COMPONENTS_V2']);
      expect(checkMessagePayload({ ...table(text('x')), content: '', embeds: [] }, { existing })).toEqual([]);
    });
  });

  test('a non-object body', () => {
    expect(checkMessagePayload('hello')).toEqual(['(body): must be a JSON object']);
  });
});

describe('checkAutocompleteChoices', () => {
  test('at most 25 choices with 1..100 character names and values', () => {
    const choice = (s: string) => ({ name: s, value: s });
    expect(checkAutocompleteChoices({ choices: [choice('climate')] })).toEqual([]);
    expect(checkAutocompleteChoices({ choices: Array.from({ length: 26 }, (_, i) => choice(`c${i}`)) })).toEqual(['choices: must have 25 or fewer items (got 26)']);
    expect(checkAutocompleteChoices({ choices: [{ name: 'n'.repeat(101), value: 'v'.repeat(101) }, { name: '', value: 3 }] })).toEqual([
      'choices.0.name: must be 100 or fewer in length (got 101)',
      'choices.0.value: must be 100 or fewer in length (got 101)',
      'choices.1.name: must be 1 or more in length (got 0)',
    ]);
    expect(checkAutocompleteChoices({})).toEqual(['choices: is required']);
  });
});

describe('checkModal', () => {
  test('title, custom id and component count', () => {
    const input = { type: 1, components: [{ type: 4, custom_id: 'name', label: 'Name', style: 1 }] };
    expect(checkModal({ title: 'Rename', custom_id: 'rename', components: [input] })).toEqual([]);
    expect(checkModal({ title: 't'.repeat(46), custom_id: 'm', components: [] })).toEqual([
      'title: must be 45 or fewer in length (got 46)',
      'components: must have 1 or more items (got 0)',
    ]);
  });
});
