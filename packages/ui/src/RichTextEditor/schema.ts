import { Schema, type MarkSpec } from 'prosemirror-model';
import { marks as basicMarks, nodes as basicNodes } from 'prosemirror-schema-basic';
import { addListNodes } from 'prosemirror-schema-list';

const underline: MarkSpec = {
  parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }],
  toDOM: () => ['u', 0],
};

/*
 * The editor holds only what the sanitizer lets through: paragraphs, headings 1–6,
 * lists, blockquote, code blocks, images, hard breaks; bold, italic, underline, code, links.
 * No horizontal rule: <hr> is not an allowed tag.
 */
const { horizontal_rule: _omitRule, ...nodes } = basicNodes;

export const editorSchema = new Schema({
  nodes: addListNodes(new Schema({ nodes }).spec.nodes, 'paragraph block*', 'block'),
  marks: {
    link: { ...basicMarks.link, attrs: { href: {}, title: { default: null } } },
    strong: basicMarks.strong,
    em: basicMarks.em,
    underline,
    code: basicMarks.code,
  },
});

function nodeType(name: string) {
  const type = editorSchema.nodes[name];
  if (!type) throw new Error(`editor schema has no ${name} node`);
  return type;
}

/** The node types the commands use, looked up once (the list nodes come from an untyped map). */
export const nodeTypes = {
  paragraph: nodeType('paragraph'),
  heading: nodeType('heading'),
  blockquote: nodeType('blockquote'),
  bullet_list: nodeType('bullet_list'),
  ordered_list: nodeType('ordered_list'),
  list_item: nodeType('list_item'),
  hard_break: nodeType('hard_break'),
};
