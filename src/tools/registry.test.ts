import { TOOLS } from './registry';
import { TOOL_CATEGORIES } from './types';
import { SPEC_TOOL_IDS } from './specToolIds';

/** Tools the issues add beyond the spec's list, with routes of their own. */
const EXTRA_TOOL_IDS = ['tax-calculator', 'reverse-time-calculator'];

describe('tool registry', () => {
  it('has unique kebab-case ids that the spec (or an issue) names', () => {
    const ids = TOOLS.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect([...SPEC_TOOL_IDS, ...EXTRA_TOOL_IDS]).toContain(id);
    }
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
