import type { Page } from '@playwright/test';

interface DescribedNode {
  nodeType: number;
  backendNodeId: number;
  attributes?: string[];
  children?: DescribedNode[];
  shadowRoots?: DescribedNode[];
}

/** The node in the input's own (user-agent) shadow tree that draws its placeholder. */
function placeholderNode(node: DescribedNode): DescribedNode | undefined {
  const attributes = node.attributes ?? [];
  const pseudo = attributes.indexOf('pseudo');
  if (pseudo >= 0 && attributes[pseudo + 1] === '-webkit-input-placeholder') return node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    const found = placeholderNode(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether the field at `selector` shows its whole placeholder: the text, measured in the field's
 * font, against the room the browser gives it. That room sits in the field's user-agent shadow
 * tree, which the page's scripts cannot see, so it is read through the DevTools protocol
 * (Chromium keeps a search field's clear button's room while the field is empty: the bar's
 * "Search" was cut to "Searc" at 1024 px). Null when it fits, or when no such field is shown.
 */
export async function cutPlaceholder(page: Page, selector: string): Promise<string | null> {
  const field = page.locator(selector);
  if (!(await field.isVisible())) return null;
  const needed = await field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(input.placeholder).width;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
    const placeholder = placeholderNode(node);
    if (!placeholder) return null;
    const { model } = await cdp.send('DOM.getBoxModel', {
      backendNodeId: placeholder.backendNodeId,
    });
    return needed > model.width + 0.5
      ? `the placeholder of ${selector} needs ${Math.ceil(needed)} px and has ${Math.floor(model.width)}`
      : null;
  } finally {
    await cdp.detach();
  }
}
