export { PvpRoomList, type PvpRoomListProps } from './PvpRoomList';
