// The team's own documents, kept outside the repository: nothing in it may name or cite them,
// since no maintainer can follow them. This is the one module that names them; the check skips
// it, and the test builds its examples from these lists.

/** Documents kept outside the repository, which nothing in it may cite. */
export const PRIVATE_DOCUMENTS = ['SPEC', 'DESIGN', 'RUNTIME-NOTES', 'STYLE'];
/** Those cited by their bare name too ("… section 7", "… §5", "as … reads it"); "STYLE" is an ordinary word. */
export const CITED_BY_NAME = ['SPEC', 'DESIGN', 'RUNTIME-NOTES'];
/** Where those documents lie on the team's machines. */
export const PRIVATE_FOLDER = '/work/shared';

export const PRIVATE_FILE = new RegExp(`\\b(?:${PRIVATE_DOCUMENTS.join('|')})\\.md\\b`, 'g');
export const PRIVATE_CITATION = new RegExp(
  `\\b(?:${CITED_BY_NAME.join('|')})\\b(?!\\.md)|${PRIVATE_FOLDER.replace(/\//g, '\\/')}\\b`,
  'g',
);
