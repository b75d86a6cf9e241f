import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useMutation,
} from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { DataFailure } from '../../lib/query/dataQueries';
import { queued } from '../../lib/query/offlineRegistry';
import { PendingWritesPanel } from './PendingWritesPanel';

interface Write {
  title: string;
}

const labels = {
  heading: (count: number) => `未送信の変更 ${count}件`,
  note: '通信が戻ると送信します。',
  failedHeading: '送信できなかった変更',
  failure: (error: { kind: string } | null) =>
    error?.kind === 'conflict' ? '先に変更されていました。' : '送信できませんでした。',
  dismiss: 'この通知を閉じる',
  copyTyped: '入力内容をコピー',
};

/** A page that makes one write of `title` at once, refused by the server as a conflict. */
function Page({ title }: { title: string }) {
  const write = useMutation<unknown, Error, Write>({
    mutationKey: ['tool', 'list-1', 'change'],
    mutationFn: async () => {
      throw new DataFailure({ kind: 'conflict', message: 'conflict' });
    },
  });
  const { mutate } = write;
  useEffect(() => mutate({ title }), [mutate, title]);
  return (
    <PendingWritesPanel<Write>
      mutationKey={['tool', 'list-1']}
      describe={(variables) => `「${variables.title}」を変更`}
      typed={(variables) => variables.title}
      labels={labels}
      headingLevel={3}
      testIdPrefix="tool-pending"
    />
  );
}

describe('PendingWritesPanel', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('lists a write waiting offline, then the same write refused when it was sent', async () => {
    const client = new QueryClient();
    // What offlineWrites does for a kept tool: a write paused offline is noted as queued.
    client.getMutationCache().subscribe(({ mutation }) => {
      if (mutation?.state.isPaused) queued.add(mutation);
    });
    onlineManager.setOnline(false);
    render(
      <QueryClientProvider client={client}>
        <Page title="見積書を送付する" />
      </QueryClientProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 3, name: '未送信の変更 1件' });
    expect(heading).toHaveAttribute('data-testid', 'tool-pending-count');
    expect(screen.getByText('通信が戻ると送信します。')).toBeInTheDocument();
    expect(screen.getByTestId('tool-pending')).toHaveTextContent('「見積書を送付する」を変更');

    await act(async () => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(screen.getByTestId('tool-pending-failed')).toHaveTextContent(
        '「見積書を送付する」を変更: 先に変更されていました。',
      ),
    );
    expect(screen.queryByTestId('tool-pending-count')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('送信できなかった変更');
    expect(screen.getByRole('button', { name: '入力内容をコピー' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'この通知を閉じる' }));
    await waitFor(() => expect(screen.queryByTestId('tool-pending-failed')).toBeNull());
  });

  it('draws nothing while no write waits or was refused', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <PendingWritesPanel<Write>
          mutationKey={['tool']}
          describe={(variables) => variables.title}
          labels={labels}
          headingLevel={2}
          testIdPrefix="tool-pending"
        />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
