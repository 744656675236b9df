import { describe, expect, it } from 'vitest';
import { pictureFile } from '../../../src/bot/views/picture-file';

describe('bot/picture-file', () => {
  it('GIVEN a crowded board whose alt text runs past Discord limit THEN describes it in whole sentences and says where the rest is', () => {
    const alt = Array.from({ length: 60 }, (_, i) => `District ${i} holds a Solar Array with 2 Heat`).join('. ');
    const file = pictureFile({ png: Buffer.from([]), name: 'table.png', alt });
    const said = file.description ?? '';
    expect(said.length).toBeLessThanOrEqual(1024);
    expect(said.endsWith('2 Heat. (More in the message text.)')).toBe(true);
    expect(said).not.toContain('…');
  });

  it('GIVEN a short alt text THEN uses it whole', () => {
    expect(pictureFile({ png: Buffer.from([]), name: 'hand.png', alt: 'Your hand: Solar Array.' }).description).toBe('Your hand: Solar Array.');
  });
});
