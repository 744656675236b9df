// Builders for the Earth effect language (see src/games/earth/cards.ts) and the balance
// heuristic documented in docs/earth-cards.md ("Power budget"). Used only by generate.mjs.

export const gain = (resource, amount) => ({ op: 'gain', resource, amount });
export const soil = (n) => gain('soil', n);
export const draw = (n) => gain('card', n);
export const compost = (n) => gain('compost', n);
export const SELF = { where: 'self' };
export const tableau = (filter) => (filter ? { where: 'tableau', filter } : { where: 'tableau' });
export const adjacent = (filter) => (filter ? { where: 'adjacent', filter } : { where: 'adjacent' });
export const sprout = (amount, on) => ({ op: 'sprout', amount, on });
export const grow = (amount, on) => ({ op: 'grow', amount, on });
export const drawKeep = (look, keep) => ({ op: 'drawKeep', look, keep });
export const cfh = (upTo) => ({ op: 'compostFromHand', upTo });
export const plant = (discount, filter) => (filter ? { op: 'plant', discount, filter } : { op: 'plant', discount });
export const minor = (action) => ({ op: 'minor', action });
export const activate = (where) => ({ op: 'activate', where });
export const per = (count, each, effect, max) => ({ op: 'per', count, each, ...(max ? { max } : {}), effect });
export const iff = (test, ...then) => ({ op: 'if', test, then });
export const pay = (cost, ...then) => ({ op: 'pay', cost, then });
export const choice = (...options) => ({ op: 'choice', options });
export const others = (...effects) => ({ op: 'others', effects });
export const cSoil = (amount) => ({ resource: 'soil', amount });
export const cCard = (amount) => ({ resource: 'card', amount });
export const cSprout = (amount) => ({ resource: 'sprout', amount });

export const cards = (filter) => ({ op: 'cards', filter });
export const near = (scope, filter) => ({ op: 'near', scope, filter });
export const res = (resource) => ({ op: 'resource', resource });
export const lines = (line, filter, atLeast) => ({ op: 'lines', line, filter, atLeast });
export const distinct = (of) => ({ op: 'distinct', of });
export const sets = (of) => ({ op: 'sets', of });
export const atLeast = (count, n) => ({ op: 'atLeast', count, n });
export const atMost = (count, n) => ({ op: 'atMost', count, n });
export const all = (...of) => ({ op: 'all', of });

export const perVp = (count, vp, { each = 1, max } = {}) => ({ op: 'per', count, each, vp, ...(max ? { max } : {}) });
export const threshold = (test, vp) => ({ op: 'threshold', test, vp });
export const ladder = (count, steps) => ({ op: 'ladder', count, steps: steps.map(([a, vp]) => ({ atLeast: a, vp })) });
