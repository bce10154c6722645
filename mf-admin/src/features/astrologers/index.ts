export { AstrologersPanel } from './astrologers-panel';
