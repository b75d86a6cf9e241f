import { fireEvent, render, screen } from '@testing-library/react';
import { createHmac } from 'node:crypto';
import { i18n } from '../../lib/i18n';
import JwtDecoderTool from './JwtDecoderTool';

const b64url = (value: string) => Buffer.from(value).toString('base64url');
const input = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"42","iat":1767225600,"exp":1767229200}')}`;
const TOKEN = `${input}.${createHmac('sha256', 'secret').update(input).digest('base64url')}`;

describe('JwtDecoderTool', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('shows the claims in Japan time and checks the signature with the secret', async () => {
    render(<JwtDecoderTool />);
    fireEvent.change(screen.getByLabelText('JWT（トークン）'), {
      target: { value: `Bearer ${TOKEN}` },
    });
    expect(screen.getByText(/"sub": "42"/)).toBeInTheDocument();
    expect(screen.getByText('2026年1月1日 09:00')).toBeInTheDocument();
    expect(screen.getByText('期限切れです')).toBeInTheDocument();
    expect(await screen.findByText('鍵を入力すると署名を検証します。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('共有シークレット（HS256 などの鍵）'), {
      target: { value: 'secret' },
    });
    expect(await screen.findByText(/署名は正しいです。/)).toBeInTheDocument();
    expect(
      screen.getByText(/有効期限（exp）を過ぎたトークンは受け付けられません/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('共有シークレット（HS256 などの鍵）'), {
      target: { value: 'wrong' },
    });
    expect(await screen.findByText(/署名が一致しません。/)).toBeInTheDocument();
  });

  it('explains a token that is not a JWT', () => {
    render(<JwtDecoderTool />);
    fireEvent.change(screen.getByLabelText('JWT（トークン）'), { target: { value: 'abc.def' } });
    expect(screen.getByText(/3つの部分をピリオドでつないだ形です/)).toBeInTheDocument();
  });
});
