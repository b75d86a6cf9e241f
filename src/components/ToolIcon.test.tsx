import { render } from '@testing-library/react';
import { Braces } from 'lucide-react';
import { loadToolIcon, ToolIcon } from './ToolIcon';

describe('ToolIcon', () => {
  it('draws an icon loaded ahead in its first render, without its empty place first', async () => {
    const load = () => Promise.resolve({ default: Braces });
    await loadToolIcon(load);
    const { container } = render(<ToolIcon icon={load} size="frame" />);
    expect(container.querySelector('svg[data-tool-icon]')).not.toBeNull();
  });

  it('loads each icon once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Braces }));
    await Promise.all([loadToolIcon(load), loadToolIcon(load)]);
    render(<ToolIcon icon={load} size="card" />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
