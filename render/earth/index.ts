/** Earth's pictures: the table everyone sees and each seat's cards, each said in its reader's language. */
import type { Option } from '../../src/engine/types';
import type { EarthView } from '../../src/games/earth/view';
import type { Language } from '../../src/words/locales';
import type { SeatNames } from '../picture';
import { privateShows as shows, renderPrivate as drawPrivate } from './private';
import { saidOptions, saidView } from './said';
import { renderTable as drawTable } from './table';
import { tableText as textOf } from './table-text';

export const renderTable = (v: EarthView, names?: SeatNames, choices?: readonly Option[], language: Language = 'en') =>
  drawTable(saidView(v, language), names, saidOptions(choices, language), language);

/** The table picture marks no option (GameModule.tableMarks): each seat's own choices are drawn in its hand picture. */
export const tableMarks = (): null => null;

export const renderPrivate = (v: EarthView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en') =>
  drawPrivate(saidView(v, language), names, saidOptions(choices, language), language);

export const privateShows = (v: EarthView, names?: SeatNames, choices: readonly Option[] = [], language: Language = 'en') =>
  shows(saidView(v, language), names, saidOptions(choices, language), language);

export const tableText = (v: EarthView, names?: SeatNames, choices?: readonly Option[], language: Language = 'en') =>
  textOf(saidView(v, language), names, saidOptions(choices, language), language);
