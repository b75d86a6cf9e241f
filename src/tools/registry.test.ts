import { TOOLS } from './registry';
import { TOOL_CATEGORIES } from './types';
import { SPEC_TOOL_IDS } from './specToolIds';

describe('tool registry', () => {
  it('has unique kebab-case ids and never loses a tool the product has always had', () => {
    const ids = TOOLS.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(SPEC_TOOL_IDS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('keeps the home page order: ascending, unique order numbers, most used first', () => {
    const orders = TOOLS.map((tool) => tool.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
    expect(TOOLS[0]?.id).toBe('char-counter');
  });

  it('gives each tool its own icon, a lucide SVG component loaded on demand', async () => {
    const icons = await Promise.all(TOOLS.map(async (tool) => (await tool.icon()).default));
    expect(new Set(icons).size).toBe(TOOLS.length);
    for (const icon of icons) {
      // A lucide icon component (forwardRef object), not an emoji string.
      expect(typeof icon).toBe('object');
      expect(icon.displayName).toBeTruthy();
    }
  });

  it('puts every tool in one of the four categories with an icon and a lazy loader', () => {
    for (const tool of TOOLS) {
      expect(TOOL_CATEGORIES).toContain(tool.category);
      expect(typeof tool.icon).toBe('function');
      expect(typeof tool.load).toBe('function');
    }
  });
});
