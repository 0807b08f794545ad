import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description.tsx';

describe('ProductDescription', () => {
  it('shows rich text without scripts, handlers or unsafe links', async () => {
    const { container } = render(
      <ProductDescription
        text={
          '<p onclick="x()">Vers <strong>geplukt</strong></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://e.nl">e</a>'
        }
      />,
    );
    await waitFor(() => expect(container.innerHTML).toContain('<strong>geplukt</strong>'));
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript/);
    expect(container.querySelector('a[href="https://e.nl"]')).not.toBeNull();
  });

  it('keeps plain text as text with its line breaks', () => {
    const { container } = render(<ProductDescription text={'Regel 1\nRegel 2 & <meer>'} />);
    expect(container.textContent).toBe('Regel 1\nRegel 2 & <meer>');
    expect(container.firstElementChild?.className).toContain('whitespace-pre-line');
  });
});
