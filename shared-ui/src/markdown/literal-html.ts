interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

function literal(node: MdNode): void {
  if (node.type === 'html') node.type = 'text';
  node.children?.forEach(literal);
}

/**
 * A remark plugin that turns raw HTML in markdown into plain text: `<script>` in a post shows as
 * the characters a writer typed and never becomes an element.
 */
export function remarkLiteralHtml() {
  return (tree: MdNode) => literal(tree);
}
