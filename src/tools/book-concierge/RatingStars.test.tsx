import { render, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ja');
  });

  it('says "no rating" honestly when there is none', () => {
    render(<RatingStars rating={null} reviewCount={null} />);
    expect(screen.getByText('評価なし')).toBeInTheDocument();
  });

  it('labels the stars with the rounded rating and shows the review count', () => {
    render(<RatingStars rating={4.3} reviewCount={12} />);
    expect(screen.getByRole('img', { name: '5段階中4.5' })).toBeInTheDocument();
    expect(screen.getByText('レビュー12件')).toBeInTheDocument();
  });
});
