import { Component, type ReactNode } from 'react'
import { chat } from '../generated/chat.ts'
import { buttonClass } from '../ui/action-button.tsx'

type Props = {
  children: ReactNode
  /** Where the message and its button are shown (the panel's frame). */
  fallback: (content: ReactNode) => ReactNode
  /** Starts afresh: clears the saved conversation (which may be what broke) and mounts the chat again. */
  onReset: () => void
}

/**
 * Keeps a failure inside the chat from taking the page down: what the chat cannot show is replaced by a short
 * message and a button that starts a new conversation.
 */
export class ChatBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback(
      <div role="alert" className="space-y-3 p-4 text-sm">
        <p>{chat.labels.crashed}</p>
        <button type="button" className={buttonClass('primary')} onClick={this.props.onReset} data-chat-autofocus>
          {chat.labels.newConversation}
        </button>
      </div>,
    )
  }
}
