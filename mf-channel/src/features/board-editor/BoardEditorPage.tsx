import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { channelsOrLastLoaded, LoadFailure, Loading, pageStyles, session, useLoad } from 'shared-kernel';
import { fetchChannels } from '../feed-common/feedApi';
import { BackgroundChoice } from './BackgroundChoice';
import { BoardForm } from './BoardForm';
import { ChannelChoice } from './ChannelChoice';
import { defaultChannels, emptyDraft, type Draft } from './draft';
import { usePhotos } from './usePhotos';

/** `insert/board/*`: the editor and its two choice screens, sharing one draft while the person writes. */
export function BoardEditorPage() {
  // Offline, the channels last loaded on this phone: the post waits in the outbox and still names them.
  const channels = useLoad(() => channelsOrLastLoaded(fetchChannels));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const photos = usePhotos();
  const onDraft = (changes: Partial<Draft>) => setDraft((now) => ({ ...now, ...changes }));

  if (channels.loaded.state !== 'ready') {
    return (
      <div className={pageStyles.page}>
        {channels.loaded.state === 'loading' ? (
          <Loading />
        ) : (
          <LoadFailure message={channels.loaded.message} onRetry={channels.retry} />
        )}
      </div>
    );
  }
  const channelList = channels.loaded.value.chnList;
  const chnSnList = draft.chnSnList ?? defaultChannels(channelList, session.snapshot().channel.curChnSn);

  return (
    <Routes>
      <Route
        path="background/images"
        element={
          <BackgroundChoice value={draft.feedBgCode} onChange={(feedBgCode) => onDraft({ feedBgCode })} />
        }
      />
      <Route
        path="share/channel"
        element={
          <ChannelChoice
            channels={channelList}
            chosen={chnSnList}
            onChange={(list) => onDraft({ chnSnList: list })}
          />
        }
      />
      <Route
        path="*"
        element={
          <BoardForm
            draft={draft}
            chnSnList={chnSnList}
            channels={channelList}
            onDraft={onDraft}
            photos={photos}
            onPosted={() => {
              setDraft(emptyDraft);
              photos.clear();
            }}
          />
        }
      />
    </Routes>
  );
}
