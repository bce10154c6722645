import { screen } from '@testing-library/react';
import { rememberCheckout } from '@astrosetu/web-core';
import { mockApi } from '@astrosetu/web-core/testing';
import { renderPaymentRoute } from '../features/payments/test/render-payment-route';
import PaymentFailurePage from './payment-failure-page';

describe('/payment/failure', () => {
  it('says nothing was deducted, mentions support and links to try again, astrologers and home', async () => {
    mockApi({});
    renderPaymentRoute({ path: '/payment/failure?txnid=AS5XA1B2C3D4E5', user: null, routePath: '/payment/failure', element: <PaymentFailurePage /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't process your payment. This could be due to insufficient funds, network issues, or bank restrictions./)).toBeInTheDocument();
    expect(screen.getByText('No amount has been deducted from your account. Please try again or contact your bank if the issue persists.')).toBeInTheDocument();
    expect(screen.getByText(/Contact AstroSetu support/)).toBeInTheDocument();
    expect(screen.getByText('AS5XA1B2C3D4E5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: 'Browse Astrologers' })).toHaveAttribute('href', '/astrologers');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('after a purchase form, offers to try again with the same answers', async () => {
    mockApi({});
    rememberCheckout({ path: '/payment?service=palmistry&packageName=Palmistry%20Reading&amount=299', draftKey: 'divination-palmistry' });
    renderPaymentRoute({ path: '/payment/failure?txnid=AS5XA1B2C3D4E5', user: null, routePath: '/payment/failure', element: <PaymentFailurePage /> });
    expect(await screen.findByRole('link', { name: 'Try again with the same answers' })).toHaveAttribute('href', '/payment?service=palmistry&packageName=Palmistry%20Reading&amount=299');
    localStorage.clear();
  });
});
