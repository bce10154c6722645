// Packages: the four wallet-paid chat packages, the wallet, and the top-up offer.
export { PackagesView, type PackagesViewProps } from './components/packages-view';
export { WalletOverview, type WalletOverviewProps } from './components/wallet-overview';
export { PACKAGE_PLANS, planPrice, planSavings } from './model/package-plans';
