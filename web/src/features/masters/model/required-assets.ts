// A master's upload slots are the contract's (`assetSlots`), shared with the API's checks.
export { assetSlots, type AssetSlot } from '@masterport/contract';
