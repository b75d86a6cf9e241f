import { render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import CompanySearchTool from './CompanySearchTool';
import { searchCompany } from './companySearchApi';

vi.mock('./companySearchApi', () => ({ searchCompany: vi.fn() }));
const search = vi.mocked(searchCompany);

const toyota = {
  company_name: 'トヨタ自動車株式会社',
  company_name_en: 'Toyota Motor Corporation',
  headquarters: '愛知県豊田市',
  established_date: '1937',
  representative: null,
  phone_number: null,
  capital: null,
  listing_exchange: '東京証券取引所',
  ticker: '7203',
  listing_date: null,
  employees: null,
  average_salary: null,
  homepage_url: 'https://global.toyota/',
  recruitment_url: 'javascript:alert(1)',
  business_description: ['自動車の製造・販売'],
  recent_news: [{ title: '悪いリンク', url: 'data:text/html,x', publisher: null, date: null }],
  sources: [
    { name: '公式サイト', url: 'https://global.toyota/' },
    { name: 'AI要約', url: null },
  ],
};

describe('CompanySearchTool', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  beforeEach(() => {
    search.mockReset();
  });

  it('asks for a name instead of searching when it is blank', async () => {
    render(<CompanySearchTool />);
    await userEvent.type(screen.getByLabelText('企業名'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(screen.getByRole('alert')).toHaveTextContent('企業名を入力してください。');
    expect(search).not.toHaveBeenCalled();
  });

  it('shows every present field, only safe links (new tab, noopener), and the sources', async () => {
    search.mockResolvedValue({ kind: 'result', data: toyota, related: [] });
    render(<CompanySearchTool />);
    await userEvent.type(screen.getByLabelText('企業名'), 'トヨタ');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(
      await screen.findByRole('heading', { name: 'トヨタ自動車株式会社' }),
    ).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('トヨタ', 'ja');
    expect(screen.getByText('東京証券取引所 (7203)')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByText('採用情報')).not.toBeInTheDocument();
    expect(screen.queryByText('悪いリンク')).not.toBeInTheDocument();
    expect(screen.getByText('AI要約')).toBeInTheDocument();
  });

  it('fills the name and searches again when a candidate is chosen', async () => {
    search.mockResolvedValueOnce({
      kind: 'candidates',
      candidates: [
        { company_name: '三菱商事株式会社', headquarters: '東京都千代田区', confidence: 0.77 },
      ],
    });
    search.mockResolvedValueOnce({
      kind: 'result',
      data: { ...toyota, company_name: '三菱商事株式会社' },
      related: [],
    });
    render(<CompanySearchTool />);
    await userEvent.type(screen.getByLabelText('企業名'), '三菱');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('一致度 77%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^三菱商事株式会社/ }));
    expect(screen.getByLabelText('企業名')).toHaveValue('三菱商事株式会社');
    expect(await screen.findByRole('heading', { name: '三菱商事株式会社' })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('三菱商事株式会社', 'ja');
  });

  it.each([
    [{ kind: 'failed' as const, message: 'サーバーからの説明' }, 'サーバーからの説明'],
    [
      { kind: 'failed' as const, message: null },
      '通信中にエラーが発生しました。しばらくしてから再度お試しください。',
    ],
    [
      { kind: 'network-error' as const },
      '通信中にエラーが発生しました。しばらくしてから再度お試しください。',
    ],
  ])('shows the failure %j and keeps the typed name', async (outcome, text) => {
    search.mockResolvedValue(outcome);
    render(<CompanySearchTool />);
    await userEvent.type(screen.getByLabelText('企業名'), 'ソニー');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('企業情報の取得に失敗しました。');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByLabelText('企業名')).toHaveValue('ソニー');
  });
});
