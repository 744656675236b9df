/** "a Housing", "an Institution": the article a name takes, by the sound it starts with (every name here starts as it is spelt). */
export const withArticle = (name: string): string => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
