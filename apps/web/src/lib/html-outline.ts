/**
 * Whether server HTML brings its own top-level heading. A page then does not add its own
 * h1, so the document keeps a single main heading.
 */
export function hasOwnHeading(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}
