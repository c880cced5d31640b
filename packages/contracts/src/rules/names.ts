/** The parts of a person's name that make the name shown of them. */
export interface TNameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * A person's name as every screen and message shows it (chat authors, user cards, private
 * messages, programme people, bookmarks, the hub's CONNECT_USER): first name, one space, last
 * name. A missing or blank part is left out and runs of white space inside become one space,
 * so names typed with stray spaces, or schedule speakers known by one name only, still read
 * right and compare equal wherever they are built.
 */
export function displayName(person: TNameParts): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.replace(/\s+/g, ' ').trim();
}
