import type { Option } from '../../src/engine/types';

const CARD_ID = /^(flora|terrain|event)-\d+$/;

/** The cards the options of the prompt being answered offer, by id: the private picture marks them and shows them first. */
export const offeredIds = (choices: readonly Option[]): ReadonlySet<string> => new Set(choices.map((o) => o.value).filter((x) => CARD_ID.test(x)));
