import type { RouteObject } from 'react-router-dom';
import { areaScreen, personalScreen } from '../../shell/areaScreen';

const ShopScreen = areaScreen('shop', () => import('./ShopScreen'));
const CatalogScreen = areaScreen('shop', () => import('./CatalogScreen'));
const GalleryScreen = areaScreen('shop', () => import('./GalleryScreen'));
const BuyScreen = areaScreen('shop', () => import('./BuyScreen'));
const CartScreen = personalScreen(
  { namespace: 'shop', title: 'cart.title' },
  () => import('./CartScreen'),
);
const ThankYouScreen = personalScreen(
  { namespace: 'shop', title: 'thankYou.title' },
  () => import('./ThankYouScreen'),
);

/** Routes of the shop area: /grocery, /grocery/fordo and /bazaar share one screen. */
export const shopRoutes: RouteObject[] = [
  { path: '/grocery', element: <ShopScreen type="grocery" /> },
  { path: '/grocery/fordo', element: <ShopScreen type="grocery" fordo /> },
  { path: '/bazaar', element: <ShopScreen type="bazaar" /> },
  { path: '/food', element: <ShopScreen type="food" /> },
  { path: '/onlineShop', element: <ShopScreen type="onlineShop" /> },
  { path: '/catalog', element: <CatalogScreen /> },
  { path: '/gallery', element: <GalleryScreen /> },
  { path: '/gallery/:id', element: <GalleryScreen /> },
  { path: '/buy/:product', element: <BuyScreen /> },
  { path: '/cart', element: <CartScreen /> },
  { path: '/thankYou', element: <ThankYouScreen /> },
];
