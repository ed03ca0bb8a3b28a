import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../lib/testing/render-app';
import { PdfViewer } from './pdf-viewer';

// pdf.js does not run in jsdom: the stand-ins open a ten-page book of 600 by 800 pages, and each
// page waits for the test to say it is drawn, as pdf.js calls back once its canvas is painted.
const pdf = vi.hoisted(() => ({ drawn: new Map<number, () => void>() }));
vi.mock('react-pdf', () => {
  const size = { getViewport: () => ({ width: 600, height: 800 }) };
  const book = {
    numPages: 10,
    getPage: () => Promise.resolve(size),
    getMetadata: () => Promise.resolve({ info: {} }),
  };
  return {
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({
      children,
      onLoadSuccess,
    }: {
      children: ReactNode;
      onLoadSuccess: (loaded: typeof book) => void;
    }) => {
      if (!pdf.drawn.has(0)) {
        pdf.drawn.set(0, () => {});
        queueMicrotask(() => onLoadSuccess(book));
      }
      return <div>{children}</div>;
    },
    Page: ({
      pageNumber,
      onRenderSuccess,
    }: {
      pageNumber: number;
      onRenderSuccess?: () => void;
    }) => {
      pdf.drawn.set(pageNumber, () => onRenderSuccess?.());
      return <div data-testid="pdf-page" data-page-number={pageNumber} />;
    },
  };
});
vi.mock('react-pdf/dist/Page/TextLayer.css', () => ({}));

afterEach(() => {
  pdf.drawn.clear();
  localStorage.clear();
});

const pagesInPage = () =>
  screen.queryAllByTestId('pdf-page').map((page) => Number(page.dataset.pageNumber));

describe('PdfViewer', () => {
  it('draws the page a reader opened alone, then the pages either side of it', async () => {
    render(
      <TestProviders>
        <PdfViewer file={new Blob(['%PDF-1.4'])} bookId={'c'.repeat(24)} />
      </TestProviders>,
    );
    await screen.findByTestId('pdf-page');
    expect(pagesInPage()).toEqual([1]);
    act(() => pdf.drawn.get(1)?.());
    expect(pagesInPage()).toEqual([1, 2]);
  });
});
